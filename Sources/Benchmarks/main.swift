print("benchmarks placeholder")
MainActor.assumeIsolated { runTextBenchmarks() }
