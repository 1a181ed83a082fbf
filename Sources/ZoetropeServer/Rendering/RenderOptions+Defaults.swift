import Zoetrope

extension RenderOptions {
    /// `defaults` overridden by the options in `parameters` (query parameters or CLI flags), all
    /// checked by the facade's rules so that errors are worded in one place.
    public init(defaults: RenderOptions, parameters: [String: String], limits: RenderLimits) throws(ZoetropeError) {
        try self.init(defaultParameters: defaults.parameters, parameters: parameters, limits: limits)
    }

    /// As `init(defaults:parameters:limits:)`, given the defaults' `parameters`, which a server
    /// route makes once rather than on each request.
    init(defaultParameters: [String: String], parameters: [String: String], limits: RenderLimits) throws(ZoetropeError) {
        let merged = defaultParameters.merging(parameters) { _, given in given }
        try self.init(parameters: merged, limits: limits)
    }

    /// These options as the parameters that produce them.
    public var parameters: [String: String] {
        var parameters = [
            "mode": mode.rawValue, "t": String(time), "text": text.rawValue, "precision": String(precision),
            "fps": String(fps), "from": String(from), "format": format.rawValue,
        ]
        if let to { parameters["to"] = String(to) }
        return parameters
    }
}
