import SwiftUI

/// Screen 5: a settings screen, as a Linux tool's preferences would be written in SwiftUI:
/// a form of sections with labeled values, gauges (one with marked values), text fields
/// (plain, formatted, growing), a text editor whose selection the app reads, toggles (one
/// over several alerts), pickers in several styles (one over several alerts' sounds, a
/// palette of marker tools), steppers, a slider, progress and calendars (one of several
/// days).
struct SettingsScreen: View {
    @State private var model = SettingsModel()

    var body: some View {
        NavigationStack {
            // A desktop's form (the columns style) does not scroll: in a window as wide as
            // a desktop's, the screen scrolls it, as a Mac app wraps a long form in a
            // ScrollView. A phone's grouped form is a list and scrolls itself.
            ViewThatFits(in: .horizontal) {
                ScrollView { SettingsForm(model: model) }
                    .frame(minWidth: 900, idealWidth: 900, maxWidth: .infinity)
                SettingsForm(model: model)
            }
                .galleryScreen("Settings")
                // One locale for the gallery's pictures, whatever the machine's: dates read
                // the same in every render. An app leaves the user's locale in place.
                .environment(\.locale, Locale(identifier: "en_US"))
        }
    }
}

/// The form of the settings screen.
struct SettingsForm: View {
    @Bindable var model: SettingsModel

    var body: some View {
        Form {
            Section("Account") {
                LabeledContent("Name", value: model.name)
                LabeledContent("Storage", value: model.storageUsed, format: .percent.precision(.fractionLength(0)))
                ProgressView(value: model.storageUsed)
            }
            Section("Schedule") {
                DatePicker("Next backup", selection: $model.nextBackup, in: model.firstBackup...)
                    .accessibilityIdentifier("settings-next-backup")
                DatePicker("Quiet from", selection: $model.quietFrom, displayedComponents: .hourAndMinute)
                HStack {
                    Button("Back up now") {}
                        .buttonStyle(.borderedProminent)
                        .buttonBorderShape(.capsule)
                    Button(SettingsModel.verifyTitle) {}
                        .buttonStyle(.bordered)
                        .controlSize(.small)
                    Spacer()
                    Button {} label: { Image(systemName: "arrow.clockwise") }
                        .buttonStyle(.bordered)
                        .buttonBorderShape(.circle)
                }
            }
            Section("Appearance") {
                ColorPicker("Accent color", selection: $model.accent)
                    .accessibilityIdentifier("settings-accent")
                ColorPicker("Highlight", selection: $model.highlight, supportsOpacity: false)
            }
            Section("Device") {
                Gauge(value: model.battery, in: 0...100) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("\(Int(model.battery))%")
                }
                .accessibilityIdentifier("settings-battery")
                // Marks under the bar where the disk is half full and full.
                Gauge(value: model.storageUsed) {
                    Text("Disk")
                } currentValueLabel: {
                    Text(model.storageUsed, format: .percent.precision(.fractionLength(0)))
                } markedValueLabels: {
                    Text("Empty").tag(0.0)
                    Text("Half").tag(0.5)
                    Text("Full").tag(1.0)
                }
                .gaugeStyle(.accessoryLinear)
                .accessibilityIdentifier("settings-disk")
                HStack(spacing: 24) {
                    Gauge(value: model.battery, in: 0...100) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("\(Int(model.battery))")
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    Gauge(value: model.temperature, in: -10...40) {
                        Text("°C")
                    } currentValueLabel: {
                        Text("\(Int(model.temperature))°")
                    } minimumValueLabel: {
                        Text("-10")
                    } maximumValueLabel: {
                        Text("40")
                    }
                    .gaugeStyle(.accessoryCircular)
                    .tint(.orange)
                }
            }
            Section("Profile") {
                TextField("Display name", text: $model.displayName, prompt: Text("Shown to others"))
                    .textContentType(.nickname)
                    .autocorrectionDisabled()
                    .accessibilityIdentifier("settings-display-name")
                TextField("Backups to keep", value: $model.backups, format: .number)
                    .keyboardType(.numberPad)
                    .accessibilityIdentifier("settings-backups")
                TextField("About you", text: $model.bio, axis: .vertical)
                    .lineLimit(2...4)
                    .accessibilityIdentifier("settings-bio")
            }
            Section {
                Toggle("Notifications", systemImage: "bell", isOn: $model.notifications)
                    .accessibilityIdentifier("settings-notifications")
                // A dependent option, drawn smaller: a desktop takes AppKit's small checkbox;
                // a phone's switch keeps UISwitch's one size.
                Toggle("Sounds", isOn: $model.sounds)
                    .disabled(!model.notifications)
                    .controlSize(.small)
                Picker("Theme", selection: $model.theme) {
                    ForEach(SettingsModel.Theme.allCases) { theme in Text(theme.title) }
                }
                .accessibilityIdentifier("settings-theme")
            } header: {
                Text("Preferences")
            } footer: {
                Text("Sounds play only while notifications are on.")
            }
            Section("Alerts") {
                // One toggle over every alert: mixed while some are on.
                Toggle("All alerts", sources: $model.alerts, isOn: \.isOn)
                    .accessibilityIdentifier("settings-all-alerts")
                // The same, as a button: half filled while some alerts are on.
                Toggle("Ring all", sources: $model.alerts, isOn: \.isOn)
                    .toggleStyle(.button)
                    .accessibilityIdentifier("settings-ring-all")
                ForEach(model.alerts.indices, id: \.self) { index in
                    Toggle(model.alerts[index].name, isOn: $model.alerts[index].isOn)
                }
                // One sound for every alert: no sound is chosen while theirs differ.
                Picker("Sound", sources: $model.alerts, selection: \.sound) {
                    ForEach(SettingsModel.Sound.allCases) { sound in Text(sound.title) }
                }
                .accessibilityIdentifier("settings-alert-sound")
            }
            Section("Sync") {
                Picker("Interval", selection: $model.interval) {
                    Text("Hourly").tag(1)
                    Text("Daily").tag(24)
                    Text("Weekly").tag(168)
                }
                .pickerStyle(.segmented)
                .accessibilityIdentifier("settings-interval")
                Stepper("Keep \(model.keptVersions) versions", value: $model.keptVersions, in: 1...10)
                    .controlSize(.small)
                Stepper(value: $model.uploadShare, in: 0...1, step: 0.1, format: .percent.precision(.fractionLength(0))) {
                    Text("Upload share \(model.uploadShare.formatted(.percent.precision(.fractionLength(0))))")
                }
                Slider(value: $model.bandwidth, in: 0...100, step: 5)
                    .accessibilityIdentifier("settings-bandwidth")
                HStack {
                    ProgressView().controlSize(.small)
                    Text("Syncing…").foregroundStyle(Color.secondary)
                }
            }
            Section {
                ControlGroup {
                    Button { model.notes += "**" } label: { Image(systemName: "bold") }
                    Button { model.notes += "_" } label: { Image(systemName: "italic") }
                    Button { model.notes += "~" } label: { Image(systemName: "underline") }
                } label: {
                    Label("Format", systemImage: "bold")
                }
                .accessibilityIdentifier("settings-format")
                // The tool a note is marked with: a palette of the tools' symbols.
                Picker("Marker", selection: $model.marker) {
                    ForEach(SettingsModel.Marker.allCases) { marker in
                        Label(marker.title, systemImage: marker.symbol)
                    }
                }
                .pickerStyle(.palette)
                .accessibilityIdentifier("settings-marker")
                // The selection is the app's too: the footer counts what it covers.
                TextEditor(text: $model.notes, selection: $model.notesSelection)
                    .textEditorStyle(.plain)
                    .frame(height: 88)
                    .accessibilityIdentifier("settings-notes")
            } header: {
                Text("Notes")
            } footer: {
                Text(model.notesSelectionSummary)
            }
            Section("Signature") {
                // Styled text: typing keeps each run's font and colour.
                TextEditor(text: $model.signature)
                    .textEditorStyle(.plain)
                    .multilineTextAlignment(model.signatureAlignment)
                    .frame(height: 66)
                    .accessibilityIdentifier("settings-signature")
                ControlGroup {
                    Button { model.signatureAlignment = .leading } label: { Label("Left", systemImage: "text.alignleft") }
                    Button { model.signatureAlignment = .center } label: { Label("Center", systemImage: "text.aligncenter") }
                    Button { model.signatureAlignment = .trailing } label: { Label("Right", systemImage: "text.alignright") }
                } label: {
                    Label("Align", systemImage: "text.alignleft")
                }
                .controlGroupStyle(.palette)
                .accessibilityIdentifier("settings-align")
                TextField("Sign-off", text: $model.signOff)
                    .textFieldStyle(.roundedBorder)
                    .controlSize(.small)
                    .accessibilityIdentifier("settings-sign-off")
            }
            Section("Watch") {
                // watchOS's own styles: a gradient ring and bar.
                HStack(spacing: 24) {
                    Gauge(value: model.airQuality, in: 0...300) {
                        Text("AQI")
                    } currentValueLabel: {
                        Text("\(Int(model.airQuality))")
                    }
                    .gaugeStyle(CircularGaugeStyle(tint: Gradient(colors: [.green, .yellow, .orange, .red, .purple])))
                    Gauge(value: model.battery, in: 0...100) {
                        Text("Battery")
                    } currentValueLabel: {
                        Text("\(Int(model.battery))%")
                    }
                    .gaugeStyle(.linear)
                    .tint(.green)
                }
                .accessibilityIdentifier("settings-watch")
            }
            Section("Synced folders") {
                // In a form each folder is a row; an expanded folder's entries are rows too,
                // indented, with separators of their own.
                OutlineGroup(SettingsModel.Folder.synced, children: \.subfolders) { folder in
                    Label(folder.name, systemImage: folder.subfolders == nil ? "doc" : "folder")
                        .accessibilityIdentifier("settings-folder-\(folder.name)")
                }
                DisclosureGroup(isExpanded: $model.showsAdvancedSync) {
                    Toggle("Sync hidden files", isOn: $model.syncsHiddenFiles)
                    Toggle("Sync over metered networks", isOn: $model.syncsOnMeteredNetworks)
                } label: {
                    Text("Advanced").accessibilityIdentifier("settings-advanced-sync")
                }
            }
            Section("Backup day") {
                // macOS's typable field: click the hour, type, step with the arrows.
                DatePicker("Backup time", selection: $model.nextBackup, displayedComponents: [.date, .hourAndMinute])
                    .datePickerStyle(.stepperField)
                    .accessibilityIdentifier("settings-backup-time")
                DatePicker("Backup day", selection: $model.nextBackup, in: model.firstBackup..., displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .accessibilityIdentifier("settings-backup-day")
            }
            Section("Travel days") {
                // Days away in December: backups pause on them.
                MultiDatePicker("Travel days", selection: $model.travelDays, in: SettingsModel.travelRange)
                    .accessibilityIdentifier("settings-travel-days")
            }
            Section("Text size") {
                Picker("Text size", selection: $model.textSize) {
                    ForEach(SettingsModel.TextSize.allCases) { size in Text(size.title) }
                }
                .pickerStyle(.inline)
                .labelsHidden()
                .accessibilityIdentifier("settings-text-size")
            }
        }
    }
}

/// What the settings screen edits.
@Observable
final class SettingsModel {
    /// The app's appearance themes.
    enum Theme: String, CaseIterable, Identifiable {
        case system, light, dark
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    /// A folder the app keeps in sync, with its subfolders (`nil` for a file).
    struct Folder: Identifiable {
        let name: String
        var subfolders: [Folder]?
        var id: String { name }

        static let synced = [
            Folder(name: "Documents", subfolders: [Folder(name: "Drafts", subfolders: [Folder(name: "chapter-1.md")]), Folder(name: "notes.txt")]),
            Folder(name: "Pictures", subfolders: []),
        ]
    }

    /// The text sizes offered.
    enum TextSize: String, CaseIterable, Identifiable {
        case small, medium, large
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    /// The tools a note can be marked with.
    enum Marker: String, CaseIterable, Identifiable {
        case pencil, highlighter, scribble
        var id: Self { self }
        var title: String { rawValue.capitalized }
        var symbol: String { rawValue }
    }

    /// The sounds an alert can play.
    enum Sound: String, CaseIterable, Identifiable {
        case chime, bell, none
        var id: Self { self }
        var title: String { rawValue.capitalized }
    }

    /// An alert the app can raise.
    struct Alert {
        let name: String
        var isOn: Bool
        var sound: Sound
    }

    /// The title of the verify button, kept as a resource for the translators.
    static let verifyTitle = LocalizedStringResource("settings.verify", defaultValue: "Verify")

    var name = "Ada Lovelace"
    var displayName = ""
    var battery = 72.0
    var temperature = 21.0
    var backups = 7
    var bio = "Writes programs for the Analytical Engine and notes on what it could do beyond numbers."
    var notes = "Sync the drafts folder before travelling.\nCheck the backup disk every Monday."
    /// The notes' selection, as the editor writes it.
    var notesSelection: TextSelection?
    var signature = SettingsModel.styledSignature
    var signatureAlignment = TextAlignment.leading
    var showsAdvancedSync = false
    var syncsHiddenFiles = false
    var syncsOnMeteredNetworks = true
    var signOff = "Best wishes"
    var airQuality = 64.0
    var marker = Marker.highlighter
    var storageUsed = 0.62
    var notifications = true
    var sounds = false
    var theme = Theme.system
    var interval = 24
    var keptVersions = 3
    var bandwidth = 60.0
    var textSize = TextSize.medium
    var alerts = [
        Alert(name: "Backup finished", isOn: true, sound: .chime), Alert(name: "Disk almost full", isOn: false, sound: .bell),
    ]
    var uploadShare = 0.5
    var travelDays: Set<DateComponents> = [4, 5, 6, 18].reduce(into: []) { days, day in
        days.insert(DateComponents(calendar: Calendar(identifier: .gregorian), year: 2026, month: 12, day: day))
    }
    var firstBackup = SettingsModel.date(day: 10, hour: 0, minute: 0)
    var nextBackup = SettingsModel.date(day: 14, hour: 9, minute: 41)
    var quietFrom = SettingsModel.date(day: 14, hour: 22, minute: 30)
    var accent = Color.blue
    var highlight = Color(red: 1, green: 0.8, blue: 0)

    /// What the notes' footer says: how many characters are selected.
    /// The signature's styled text: the name bold in the tint, the note after it secondary.
    static var styledSignature: AttributedString {
        var name = AttributedString("Ada Lovelace")
        name.font = .body.bold()
        name.foregroundColor = .accentColor
        var note = AttributedString("\nAnalyst, Engine notes")
        note.foregroundColor = .secondary
        return name + note
    }

    var notesSelectionSummary: String {
        guard let selection = notesSelection, case .selection(let range) = selection.indices, !range.isEmpty,
            range.upperBound <= notes.endIndex
        else { return "Select text in the notes to count its characters." }
        return "\(notes[range].count) characters selected"
    }

    /// The days travel can be planned on: December 2026 from the 1st, to the new year.
    static let travelRange: Range<Date> = {
        let calendar = Calendar.current
        let start = calendar.date(from: DateComponents(year: 2026, month: 12, day: 1)) ?? Date()
        let end = calendar.date(from: DateComponents(year: 2027, month: 1, day: 1)) ?? start
        return start..<Swift.max(start, end)
    }()

    /// A day of March 2026 at a time of day in the current time zone, so that the screen
    /// shows the same dates on every machine.
    static func date(day: Int, hour: Int, minute: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: day, hour: hour, minute: minute)) ?? Date()
    }
}

#Preview("Settings") {
    SettingsScreen()
        .environment(GallerySettings())
}

#Preview("Settings, dark") {
    SettingsScreen()
        .environment(GallerySettings(appearance: .dark))
        .environment(\.colorScheme, .dark)
}
