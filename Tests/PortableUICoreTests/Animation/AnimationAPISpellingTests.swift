import Foundation
import Testing
@testable import PortableUICore

/// Every spelling of the animation API that issue #24 lists, written as an app written for
/// Apple's SDK writes it, so that the compiler checks each one (labels, defaults, generics);
/// a few runtime checks follow. Spellings are those of Apple's documentation of each symbol.
@MainActor
struct AnimationAPISpellingTests {
    // MARK: Animation

    @Test func animationFactoriesAndModifiers() {
        let animations: [Animation] = [
            .default, .linear, .linear(duration: 1), .easeIn, .easeIn(duration: 1), .easeOut, .easeOut(duration: 1),
            .easeInOut, .easeInOut(duration: 1),
            .timingCurve(0.42, 0, 0.58, 1), .timingCurve(0.42, 0, 0.58, 1, duration: 1),
            .timingCurve(UnitCurve.easeInOut, duration: 1),
            .timingCurve(UnitPoint(x: 0.42, y: 0), UnitPoint(x: 0.58, y: 1), duration: 1),
            .spring, .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0),
            .spring(response: 0.5, dampingFraction: 0.8), .spring(duration: 0.5, bounce: 0.2, blendDuration: 0),
            .spring(duration: 0.5, bounce: 0.2), .spring(Spring(duration: 0.5, bounce: 0.2)),
            .spring(Spring(duration: 0.5), blendDuration: 0.1),
            .interactiveSpring, .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25),
            .interactiveSpring(duration: 0.15, extraBounce: 0, blendDuration: 0.25),
            .interpolatingSpring, .interpolatingSpring(stiffness: 170, damping: 15),
            .interpolatingSpring(mass: 1, stiffness: 170, damping: 15, initialVelocity: 0),
            .interpolatingSpring(duration: 0.5, bounce: 0.2), .interpolatingSpring(duration: 0.5, bounce: 0.2, initialVelocity: 0),
            .interpolatingSpring(Spring(duration: 0.5), initialVelocity: 0),
            .smooth, .smooth(duration: 0.5), .smooth(duration: 0.5, extraBounce: 0.1),
            .snappy, .snappy(duration: 0.5), .snappy(duration: 0.5, extraBounce: 0.1),
            .bouncy, .bouncy(duration: 0.5), .bouncy(duration: 0.5, extraBounce: 0.1),
            Animation.linear(duration: 1).delay(0.5), Animation.linear(duration: 1).speed(2),
            Animation.linear(duration: 1).repeatCount(3), Animation.linear(duration: 1).repeatCount(3, autoreverses: false),
            Animation.linear(duration: 1).repeatForever(), Animation.linear(duration: 1).repeatForever(autoreverses: false),
            Animation.linear(duration: 1).logicallyComplete(after: 0.5),
            Animation(Halfway()),
        ]
        #expect(animations.count == 46)
        #expect(Animation.default == .default)
    }

    /// A user-defined animation: linear, over one second.
    private struct Halfway: CustomAnimation {
        func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
            time >= 1 ? nil : value.scaled(by: time)
        }

        func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
            value
        }

        func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>)
            -> Bool
        {
            false
        }
    }

    // MARK: Spring and UnitCurve

    @Test func springsAndCurves() {
        let springs = [
            Spring(), Spring(duration: 0.5, bounce: 0.2), Spring(response: 0.5, dampingRatio: 0.8),
            Spring(mass: 1, stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true),
            Spring(settlingDuration: 1, dampingRatio: 0.8), Spring(settlingDuration: 1, dampingRatio: 0.8, epsilon: 0.01),
            .smooth, .smooth(duration: 0.4), .smooth(duration: 0.4, extraBounce: 0.1), .snappy, .snappy(extraBounce: 0.1),
            .bouncy, .bouncy(duration: 0.4, extraBounce: 0.1),
        ]
        #expect(springs.count == 14)
        let spring = Spring(response: 0.5, dampingRatio: 0.8)
        _ = (spring.response, spring.dampingRatio, spring.duration, spring.bounce, spring.mass, spring.stiffness, spring.damping)
        _ = spring.value(target: 1.0, time: 0.1)
        _ = spring.value(target: 1.0, initialVelocity: 2, time: 0.1)
        _ = spring.velocity(target: 1.0, initialVelocity: 0, time: 0.1)
        _ = spring.value(fromValue: 0.0, toValue: 1, initialVelocity: 0, time: 0.1)
        _ = spring.velocity(fromValue: 0.0, toValue: 1, initialVelocity: 0, time: 0.1)
        _ = spring.force(target: 1.0, position: 0, velocity: 0)
        _ = spring.force(fromValue: 0.0, toValue: 1, position: 0, velocity: 0)
        _ = spring.settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
        var value = 0.0, velocity = 0.0
        spring.update(value: &value, velocity: &velocity, target: 1, deltaTime: 0.1)
        #expect(value > 0 && spring.settlingDuration > 0)

        let curves: [UnitCurve] = [
            .easeIn, .easeOut, .easeInOut, .linear, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
            .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)),
        ]
        #expect(curves.map { $0.value(at: 0) } == Array(repeating: 0, count: 8))
        _ = UnitCurve.easeInOut.velocity(at: 0.5)
        _ = UnitCurve.easeIn.inverse
    }

    // MARK: Transactions

    @Test func withAnimationAndTransactions() {
        var count = 0
        withAnimation { count += 1 }
        withAnimation(.bouncy) { count += 1 }
        _ = withAnimation(.easeIn) { count }
        withAnimation(.smooth) { count += 1 } completion: { count += 1 }
        withAnimation(.smooth, completionCriteria: .removed) { count += 1 } completion: {}
        withAnimation(.smooth, completionCriteria: .logicallyComplete, { count += 1 }, completion: {})
        var transaction = Transaction()
        transaction = Transaction(animation: .linear)
        transaction.animation = .snappy
        transaction.disablesAnimations = true
        transaction.isContinuous = false
        transaction.tracksVelocity = false
        transaction.addAnimationCompletion { count += 0 }
        transaction.addAnimationCompletion(criteria: .removed) { count += 0 }
        withTransaction(transaction) { count += 1 }
        withTransaction(\.disablesAnimations, true) { count += 1 }
        #expect(count == 8)
    }

    private struct TransactionViews: View {
        @State private var flag = false
        var body: some View {
            VStack {
                Color.red.animation(.easeIn, value: flag)
                Color.red.animation(.easeIn) { $0.opacity(flag ? 1 : 0.5) }
                Color.red.transaction { $0.animation = .snappy }
                Color.red.transaction(value: flag) { $0.disablesAnimations = true }
                Color.red.transaction { $0.isContinuous = true } body: { $0.opacity(0.5) }
            }
        }
    }

    // MARK: Animatable

    private struct Wave: Shape {
        var phase: Double
        var amplitude: CGFloat
        var animatableData: AnimatablePair<Double, CGFloat> {
            get { AnimatablePair(phase, amplitude) }
            set { (phase, amplitude) = (newValue.first, newValue.second) }
        }
        func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: amplitude, dy: CGFloat(phase))) }
    }

    private struct Shake: AnimatableModifier {
        var animatableData: CGFloat
        func body(content: Content) -> some View { content.offset(x: sin(animatableData * .pi * 2) * 5) }
    }

    private struct Dimmed: ViewModifier, Animatable {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func body(content: Content) -> some View { content.opacity(1 - amount) }
    }

    private struct Spread: Layout {
        var spacing: CGFloat
        var animatableData: CGFloat {
            get { spacing }
            set { spacing = newValue }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * spacing, y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @Test func animatableTypes() {
        var pair = AnimatablePair(1.0, CGFloat(2))
        pair += AnimatablePair(1.0, 1)
        pair.scale(by: 2)
        #expect(pair == AnimatablePair(4.0, 6))
        #expect(pair.magnitudeSquared == 52)
        #expect(EmptyAnimatableData.zero == EmptyAnimatableData())
        func zero<V: VectorArithmetic>(_: V.Type) -> V { .zero }
        #expect(zero(Double.self) == 0 && zero(CGFloat.self) == 0 && zero(Float.self) == 0)
        _ = Wave(phase: 0, amplitude: 1).animatableData
        _ = VStack { Color.red.modifier(Shake(animatableData: 0)).modifier(Dimmed(amount: 0)) }
        _ = Spread(spacing: 10) { Color.red; Color.blue }
    }

    // MARK: Geometry

    private struct Hero: View {
        @Namespace private var namespace
        let expanded: Bool
        var body: some View {
            VStack {
                Color.red.matchedGeometryEffect(id: "tile", in: namespace)
                Color.red.matchedGeometryEffect(id: 1, in: namespace, properties: .frame, anchor: .center, isSource: !expanded)
                Color.red.matchedGeometryEffect(id: 2, in: namespace, properties: .position)
                Color.red.matchedGeometryEffect(id: 3, in: namespace, properties: .size, anchor: .topLeading)
            }
            .geometryGroup()
        }
    }

    // MARK: TimelineView

    private struct Clocks: View {
        var body: some View {
            VStack {
                TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
                TimelineView(.everyMinute) { context in Text(context.cadence == .live ? "live" : "slow") }
                TimelineView(.animation) { context in Text("\(context.date.timeIntervalSince1970)") }
                TimelineView(.animation(minimumInterval: 0.5, paused: false)) { _ in Color.red }
                TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { context in
                    Text(context.cadence > .seconds ? "minutes" : "seconds")
                }
            }
        }
    }

    // MARK: Phase and keyframe animators

    private struct Frame: Equatable {
        var scale = 1.0
        var offset = CGFloat(0)
    }

    private struct Animators: View {
        let trigger: Int
        var body: some View {
            VStack {
                PhaseAnimator([0.0, 1.0]) { phase in Color.red.opacity(phase) }
                PhaseAnimator([0.0, 1.0], trigger: trigger) { phase in Color.red.opacity(phase) } animation: { _ in .smooth }
                Color.red.phaseAnimator([false, true]) { content, phase in content.opacity(phase ? 1 : 0.5) }
                Color.red.phaseAnimator([false, true], trigger: trigger) { content, phase in
                    content.scaleEffect(phase ? 1.2 : 1)
                } animation: { phase in phase ? .bouncy : .snappy }
                KeyframeAnimator(initialValue: Frame(), trigger: trigger) { frame in
                    Color.red.scaleEffect(frame.scale).offset(x: frame.offset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.2, duration: 0.2)
                        LinearKeyframe(1.1, duration: 0.2, timingCurve: .easeIn)
                        CubicKeyframe(0.9, duration: 0.2)
                        CubicKeyframe(1.0, duration: 0.2, startVelocity: 0, endVelocity: 0)
                        SpringKeyframe(1.3, duration: 0.2)
                        SpringKeyframe(1.0, duration: 0.4, spring: .bouncy, startVelocity: 0)
                        SpringKeyframe(1.0, spring: .snappy)
                        MoveKeyframe(1.0)
                    }
                    KeyframeTrack(\.offset) {
                        for step in [10.0, -10, 0] { LinearKeyframe(CGFloat(step), duration: 0.1) }
                    }
                }
                KeyframeAnimator(initialValue: 1.0, repeating: true) { value in Color.red.opacity(value) } keyframes: { _ in
                    KeyframeTrack {
                        if trigger > 0 {
                            LinearKeyframe(0.5, duration: 0.5)
                        } else {
                            CubicKeyframe(0.2, duration: 0.5)
                        }
                    }
                }
                Color.red.keyframeAnimator(initialValue: Frame(), trigger: trigger) { content, frame in
                    content.scaleEffect(frame.scale)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) { CubicKeyframe(1.5, duration: 0.3) }
                }
                Color.red.keyframeAnimator(initialValue: Frame(), repeating: false) { content, frame in
                    content.offset(x: frame.offset)
                } keyframes: { _ in
                    KeyframeTrack(\.offset) { SpringKeyframe(20, duration: 0.3) }
                }
            }
        }
    }

    @Test func keyframeTimeline() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10.0, duration: 1)
            MoveKeyframe(20.0)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(progress: 0.25) == 5)
    }

    // MARK: Transitions

    private struct Fading: Transition {
        static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
        func body(content: Content, phase: TransitionPhase) -> some View {
            content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase == .didDisappear ? 4 : 0)
        }
    }

    private struct Dim: ViewModifier {
        let amount: Double
        func body(content: Content) -> some View { content.opacity(amount) }
    }

    private struct Transitions: View {
        let shown: Bool
        var body: some View {
            VStack {
                if shown {
                    Color.red.transition(.push(from: .leading))
                    Color.red.transition(AnyTransition.push(from: .top))
                    Color.red.transition(.blurReplace)
                    Color.red.transition(.blurReplace(.upUp))
                    Image(systemName: "star").transition(.symbolEffect)
                    Image(systemName: "star").transition(.symbolEffect(.appear.down, options: .speed(2)))
                    Image(systemName: "star").transition(.symbolEffect(.disappear.up.byLayer))
                    Image(systemName: "star").transition(.symbolEffect(.automatic))
                    Color.red.transition(.identity)
                    Color.red.transition(AnyTransition.identity)
                    Color.red.transition(Fading())
                    Color.red.transition(Fading().animation(.snappy))
                    Color.red.transition(Fading().combined(with: .opacity))
                    Color.red.transition(AnyTransition(Fading()))
                    Color.red.transition(.modifier(active: Dim(amount: 0), identity: Dim(amount: 1)))
                    Color.red.transition(.asymmetric(insertion: .move(edge: .top), removal: .scale(scale: 0.5, anchor: .bottom)))
                    Color.red.transition(.opacity.combined(with: .slide).animation(.easeIn))
                    Color.red.transition(AnyTransition.offset(x: 10, y: 0).combined(with: .scale))
                }
                Text("42").contentTransition(.opacity)
                Text("42").contentTransition(.interpolate)
                Text("42").contentTransition(.numericText(countsDown: true))
                Text("42").contentTransition(.numericText())
                Text("42").contentTransition(.numericText(value: 42))
                Text("42").contentTransition(.identity)
                Image(systemName: "star").contentTransition(.symbolEffect)
                Image(systemName: "star").contentTransition(.symbolEffect(.replace.downUp, options: .nonRepeating))
            }
        }
    }

    @Test func transitionPhases() {
        #expect(TransitionPhase.willAppear.value == -1 && !TransitionPhase.didDisappear.isIdentity)
        #expect(!Fading.properties.hasMotion && SymbolEffectTransition.properties.hasMotion)
    }

    // MARK: Effects

    private struct Effects: View {
        var body: some View {
            ScrollView {
                Color.red
                    .rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0))
                    .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .leading, anchorZ: 10, perspective: 0.5)
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                    .scrollTransition(.interactive, axis: .vertical) { content, phase in content.scaleEffect(1 - abs(phase.value) / 4) }
                    .scrollTransition(topLeading: .animated, bottomTrailing: .interactive(timingCurve: .easeIn)) { content, _ in content }
                    .visualEffect { content, proxy in content.offset(y: proxy.size.height / 10).hueRotation(.degrees(10)) }
                    .hueRotation(.degrees(45))
                    .contrast(1.2)
                    .saturation(0.5)
                    .brightness(0.1)
                    .grayscale(0.3)
                    .colorMultiply(.blue)
                    .colorInvert()
            }
        }
    }

    /// The views above build, lay out and run their animations without a diagnostic.
    @Test func viewsLayOut() async {
        let size = CGSize(width: 400, height: 800)
        let transitions = ViewHost(Transitions(shown: false), size: size)
        withAnimation(.linear(duration: 0.5)) { transitions.update(Transitions(shown: true)) }
        await transitions.advance(by: 0.25)
        #expect(transitions.isAnimating)
        await transitions.advance(by: 0.5)
        let animators = ViewHost(Animators(trigger: 0), size: size)
        animators.update(Animators(trigger: 1))
        await animators.advance(by: 0.1)
        #expect(animators.isAnimating)
        for host in [
            ViewHost(AnyView(TransactionViews()), size: size), ViewHost(AnyView(Hero(expanded: false)), size: size),
            ViewHost(AnyView(Clocks()), size: size), ViewHost(AnyView(Effects()), size: size),
        ] {
            host.layoutIfNeeded()
            #expect(!host.displayList().items.isEmpty)
        }
    }
}
