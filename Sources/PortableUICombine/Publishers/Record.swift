/// A publisher that allows for recording a series of inputs and a completion, for later
/// playback to each subscriber.
public struct Record<Output, Failure: Error>: Publisher {
    /// A recorded sequence of outputs, followed by a completion value.
    public struct Recording {
        /// The output which will be sent to a subscriber.
        public private(set) var output: [Output]
        /// The completion which will be sent to a subscriber.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var completed = false

        /// Set up a recording in a state ready to receive output.
        public init() {
            output = []
            completion = .finished
        }

        /// Set up a complete recording with the specified output and completion.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            completed = true
        }

        /// Add an output to the recording; ignored once the recording is complete.
        public mutating func receive(_ input: Output) {
            guard !completed else { return }
            output.append(input)
        }

        /// Add a completion to the recording; only the first one counts.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            guard !completed else { return }
            self.completion = completion
            completed = true
        }
    }

    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.recording = recording
    }

    /// Creates a record publisher from an existing recording.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a record publisher to publish the provided series of outputs, followed by the provided completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        recording = Recording(output: output, completion: completion)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        var iterator = recording.output.makeIterator()
        ProducerSubscription.start(subscriber, description: "Record", completion: recording.completion) {
            iterator.next()
        }
    }
}
