import Scene
import Views

extension EvaluationRun {
    /// The views of a component instance. When the engine records links, the body is evaluated
    /// only if an argument it compares, a local state or an environment value its body reads
    /// changed since the previous update (seed 003); otherwise its previous output is reused
    /// when everything else it depends on is unchanged too, and resolved again when not.
    mutating func instanceNodes(
        _ instance: ComponentInstance, of component: Component, path: String, context: EvaluationContext,
        chain: Inherited, environment: ViewEnvironment
    ) -> [ViewNode] {
        let instancePath = Self.path(path, instance.name)
        var arguments = self.arguments(of: component, instance, caller: context)
        let local = localState(of: component, at: instancePath)
        guard recordsLinks else {
            return body(of: component, at: instancePath, arguments: arguments, local: local, caller: context, chain: chain, environment: environment)
        }
        let environmentObject = context["env"]?.objectValue ?? [:]
        var reasons: [String] = []
        let previous = previousCache.instances[instancePath].flatMap { $0.component == component.name ? $0 : nil }
        if let previous {
            for name in component.equatable ?? component.parameters.map(\.name)
            where arguments[name] != previous.arguments[name] {
                reasons.append("argument '\(name)' changed")
            }
            // An instance that compares equal is kept: its other parameters keep their values.
            if reasons.isEmpty { arguments = previous.arguments }
            let reads = cache.reads.body(of: component)
            for name in reads.state where local[name] != previous.state[name] {
                reasons.append("state '\(name)' changed")
            }
            let keys = reads.environmentKeys ?? Set(environmentObject.keys).union(previous.environmentObject.keys).sorted()
            for key in keys where environmentObject[key] != previous.environmentObject[key] {
                reasons.append("environment '\(key)' changed")
            }
            if !geometry.isEmpty || !previousCache.geometry.isEmpty {
                // The readers in the body: its root (at the instance's path, maybe with an explicit
                // id) and the views under it.
                func inside(_ id: String) -> Bool {
                    guard id.hasPrefix(instancePath) else { return false }
                    let rest = id.dropFirst(instancePath.count)
                    return rest.isEmpty || rest.first == "/" || rest.first == "#"
                }
                let readers = Set(geometry.keys.filter(inside)).union(previousCache.geometry.keys.filter(inside))
                for reader in readers.sorted() where geometry[reader] != previousCache.geometry[reader] {
                    reasons.append("geometry of '\(reader)' changed")
                }
            }
        } else {
            reasons = ["first evaluation"]
        }
        let inheritedInputs = chain.flatMap { link in link.reads.map { link.context[$0] ?? .null } }
        if reasons.isEmpty, let previous, !animatorMoved(inside: instancePath),
            canReuse(previous, environment: environment, inheritedInputs: inheritedInputs)
        {
            return reuse(previous, at: instancePath)
        }
        if !reasons.isEmpty { bodies.append(BodyEvaluation(path: instancePath, reasons: reasons)) }

        let start = (
            links: linkOrder.count, actions: actions.count, instances: instanceOrder.count, nodes: remainingNodes,
            elements: remainingElements, truncations: truncations, animators: animators.count
        )
        let nodes = body(
            of: component, at: instancePath, arguments: arguments, local: local, caller: context, chain: chain,
            environment: environment)
        let output = CachedInstance.Output(
            nodes: nodes, links: linkOrder[start.links...].map { ($0, links[$0] ?? []) },
            actions: Array(actions[start.actions...]), animators: Array(animators[start.animators...]),
            nestedInstances: Array(instanceOrder[(start.instances + 1)...]),
            nodesUsed: start.nodes - remainingNodes, elementsUsed: start.elements - remainingElements,
            isComplete: truncations == start.truncations)
        cache.instances[instancePath] = CachedInstance(
            component: component.name, arguments: arguments, state: local, environmentObject: environmentObject,
            environment: environment, inheritedInputs: inheritedInputs, output: output)
        return nodes
    }

    /// Whether an animator of a view inside the instance reads another value than at the
    /// previous evaluation: its content must be evaluated again (the body's own reasons are
    /// unchanged, so no body evaluation is reported).
    private func animatorMoved(inside instancePath: String) -> Bool {
        let previous = previousCache.animatorValues
        guard !animatorValues.isEmpty || !previous.isEmpty else { return false }
        // The body's root view has the instance's path: its animators are `path@k`.
        func inside(_ id: String) -> Bool { id.hasPrefix(instancePath + "/") || id.hasPrefix(instancePath + "@") }
        for (id, value) in animatorValues where inside(id) && previous[id] != value { return true }
        for (id, value) in previous where inside(id) && animatorValues[id] != value { return true }
        return false
    }

    /// Evaluates the body with `arguments` and `local` state, the environment flowing in.
    private mutating func body(
        of component: Component, at instancePath: String, arguments: [String: Value], local: [String: Value],
        caller: EvaluationContext, chain: Inherited, environment: ViewEnvironment
    ) -> [ViewNode] {
        if recordsLinks { instanceOrder.append(instancePath) }
        if !local.isEmpty { instanceStates[instancePath] = local }
        var values = arguments
        values.merge(local) { _, state in state }
        values["colorScheme"] = caller["colorScheme"]
        values["env"] = caller["env"]
        instancePaths.append(instancePath)
        defer { instancePaths.removeLast() }
        return nodes(
            for: component.body, path: instancePath, context: EvaluationContext(values), inherited: chain,
            environment: environment)
    }

    /// The parameters' values: an argument that is absent or evaluates to `null` takes the default.
    private func arguments(of component: Component, _ instance: ComponentInstance, caller: EvaluationContext) -> [String: Value] {
        var values: [String: Value] = [:]
        for parameter in component.parameters {
            let argument = instance.arguments[parameter.name]?.evaluate(caller)
            values[parameter.name] = argument.flatMap { $0.isNull ? nil : $0 } ?? parameter.defaultValue
        }
        return values
    }

    /// The instance's local state: kept from the previous update, initial values otherwise.
    private func localState(of component: Component, at instancePath: String) -> [String: Value] {
        var local: [String: Value] = [:]
        let stored = localStates[instancePath]
        for variable in component.state { local[variable.name] = stored?[variable.name] ?? variable.initialValue }
        return local
    }

    /// Whether the previous output is what evaluating the body again would give: the same
    /// environment around it, the same values read by the modifiers wrapping its views, no
    /// instance inside whose body must be evaluated for its state, and enough budget left
    /// (a fresh evaluation must not be cut shorter than the cached one, which was not cut).
    private mutating func canReuse(_ previous: CachedInstance, environment: ViewEnvironment, inheritedInputs: [Value]) -> Bool {
        let output = previous.output
        guard output.isComplete, output.nodesUsed < remainingNodes, output.elementsUsed <= remainingElements,
            previous.environment == environment, previous.inheritedInputs == inheritedInputs
        else { return false }
        for path in output.nestedInstances {
            guard let nested = previousCache.instances[path], let component = scene.components[nested.component] else {
                return false
            }
            let local = localState(of: component, at: path)
            guard cache.reads.body(of: component).state.allSatisfy({ local[$0] == nested.state[$0] }) else { return false }
        }
        return true
    }

    /// The previous output of the instance at `instancePath`, with its links, actions and the
    /// instances inside; their local state is the current one.
    private mutating func reuse(_ previous: CachedInstance, at instancePath: String) -> [ViewNode] {
        let output = previous.output
        reused.append(instancePath)
        remainingNodes -= output.nodesUsed
        remainingElements -= output.elementsUsed
        for (path, viewLinks) in output.links {
            links[path] = viewLinks
            linkOrder.append(path)
        }
        actions += output.actions
        animators += output.animators
        for path in [instancePath] + output.nestedInstances {
            guard let cached = path == instancePath ? previous : previousCache.instances[path] else { continue }
            cache.instances[path] = cached
            instanceOrder.append(path)
            if let component = scene.components[cached.component] {
                let local = localState(of: component, at: path)
                if !local.isEmpty { instanceStates[path] = local }
            }
        }
        return output.nodes
    }
}
