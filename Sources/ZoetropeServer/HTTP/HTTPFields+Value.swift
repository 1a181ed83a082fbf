import HTTPTypes

extension HTTPFields {
    /// As `self[name]`: the values of the fields named `name` joined with commas, or nil. A name
    /// sent once (nearly always) gives its value as it is, without the join, which builds a new
    /// string.
    func value(of name: HTTPField.Name) -> String? {
        var found: String?
        for field in self where field.name == name {
            if found != nil { return self[name] }
            found = field.value
        }
        return found
    }
}
