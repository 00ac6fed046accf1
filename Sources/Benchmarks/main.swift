import Foundation

/// When the program's code started (the first statement of main.swift), for the gallery's
/// startup figure.
let processStart = DispatchTime.now().uptimeNanoseconds

// The layout benchmark: times our layout on the trees of Trees.swift and, with `--yoga
// PYTHON`, the same trees in Yoga, then prints one table. See docs/benchmarks.md.
//
//   Benchmarks [--yoga PYTHON] [--script PATH] [--only ID,ID…] [--quick] [--sections layout,text,render,state,lazy,input,gallery,snapshot,animation,accessibility,fuzz]
//              [--fuzz-start SEED] [--fuzz-count N]   (fuzz: N random view trees and N hostile ones, not run by default)
//   Benchmarks --memory ID      (internal: the memory run of one workload)
//   Benchmarks --describe ID    every node's frame after cold, resize, leaf-change layouts
//   Benchmarks --profile ID MEASUREMENT [COUNT]
//                               repeat one measurement (build, cold, resize, update, leaf,
//                               noop) of one workload, e.g. under `perf record` or callgrind
//   Benchmarks --profile-accessibility cart|scroll [COUNT]
//                               COUNT updates of the accessibility section, each with its tree

struct Options {
    var python: String?
    var script = YogaComparison.defaultScript
    var only: Set<String>?
    var quick = false
    var memoryOf: String?
    var describe: String?
    var profile: (id: String, measurement: Measurement, count: Int)?
    var profileAccessibility: (kind: String, count: Int)?
    /// The sections to run: layout (against Yoga), text, render, state, lazy, input, gallery, snapshot, animation,
    /// accessibility.
    var sections: Set<String> = ["layout", "text", "render", "state", "lazy", "input", "gallery", "snapshot", "animation", "accessibility"]
    /// Internal: the gallery's child-process measurements.
    var galleryChild = false
    /// The random trees the fuzz section checks: the first seed and how many.
    var fuzzStart: UInt64 = 0
    var fuzzCount = 100_000

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        func value(_ flag: String) throws -> String {
            guard let value = iterator.next() else { throw BenchmarkError("\(flag) needs a value") }
            return value
        }
        while let argument = iterator.next() {
            switch argument {
            case "--yoga": python = try value(argument)
            case "--script": script = try value(argument)
            case "--only": only = Set(try value(argument).split(separator: ",").map(String.init))
            case "--quick": quick = true
            case "--sections": sections = Set(try value(argument).split(separator: ",").map(String.init))
            case "--memory": memoryOf = try value(argument)
            case "--gallery-child": galleryChild = true
            case "--fuzz-start": fuzzStart = UInt64(try value(argument)) ?? 0
            case "--fuzz-count": fuzzCount = Int(try value(argument)) ?? 100_000
            case "--describe": describe = try value(argument)
            case "--profile":
                let id = try value(argument)
                let name = try value(argument)
                guard let measurement = Measurement(rawValue: name) else {
                    throw BenchmarkError("unknown measurement \(name)")
                }
                profile = (id, measurement, Int(iterator.next() ?? "") ?? 100)
            case "--profile-accessibility":
                profileAccessibility = (try value(argument), Int(iterator.next() ?? "") ?? 100)
            default: throw BenchmarkError("unknown argument \(argument)")
            }
        }
    }

    var policy: (cold: Repetitions, warm: Repetitions) {
        quick
            ? (Repetitions(minimum: 1, maximum: 3, budget: 0.2), Repetitions(minimum: 3, maximum: 50, budget: 0.1))
            : (.cold, .warm)
    }
}

@MainActor
func main() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if options.galleryChild {
        runGalleryChild(processStart: processStart)
        return
    }
    if let id = options.memoryOf {
        guard let workload = Workload.all.first(where: { $0.id == id }) else { throw BenchmarkError("no workload \(id)") }
        print(Memory.growth(buildingAndLayingOut: workload))
        return
    }
    if let id = options.describe {
        guard let workload = Workload.all.first(where: { $0.id == id }) else { throw BenchmarkError("no workload \(id)") }
        print(workload.describe())
        return
    }
    if let (id, measurement, count) = options.profile {
        guard let workload = Workload.all.first(where: { $0.id == id }) else { throw BenchmarkError("no workload \(id)") }
        workload.profile(measurement, count)
        return
    }
    if let (kind, count) = options.profileAccessibility {
        try profileAccessibility(kind, count)
        return
    }
    if options.sections.contains("layout") { try runLayoutBenchmarks(options) }
    if options.sections.contains("text") { runTextBenchmarks() }
    if options.sections.contains("render") { runRenderBenchmarks() }
    if options.sections.contains("state") { runStateBenchmarks() }
    if options.sections.contains("lazy") { runLazyStackBenchmarks() }
    if options.sections.contains("input") { runInputBenchmarks() }
    if options.sections.contains("gallery") { try runGalleryBenchmarks() }
    if options.sections.contains("snapshot") { runSnapshotBenchmarks() }
    if options.sections.contains("animation") { runAnimationBenchmarks(options) }
    if options.sections.contains("accessibility") { runAccessibilityBenchmarks() }
    if options.sections.contains("fuzz") { runFuzzChecks(start: options.fuzzStart, count: options.fuzzCount) }
}

/// The layout section: every workload in our engine and, with `--yoga`, in Yoga.
@MainActor
func runLayoutBenchmarks(_ options: Options) throws {
    let workloads = Workload.all.filter { options.only?.contains($0.id) ?? true }
    var report = Report(ours: [:], memory: [:], yoga: nil)
    // Each workload runs in both engines before the next one, so that a change in the
    // machine's load affects both sides of a ratio alike.
    for workload in workloads {
        FileHandle.standardError.write(Data("  \(workload.id)\n".utf8))
        report.ours[workload.id] = workload.run(options.policy)
        report.memory[workload.id] = try Memory.measureInChildProcess(workload)
        if let python = options.python {
            let yoga = try YogaComparison.run(
                python: python, script: options.script, workloads: [workload], policy: options.policy,
                maxColdSeconds: 2)
            report.yoga = (report.yoga ?? YogaComparison()).merging(yoga)
        }
    }
    print(report.render(workloads))
    print()
    for note in report.notes(workloads) { print("- " + note) }
}

do {
    try MainActor.assumeIsolated { try main() }
} catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(1)
}
