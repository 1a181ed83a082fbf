import HTTPTypes

extension HTTPFields {
    /// `self[name]`: the values of the fields named `name` joined as the subscript joins them,
    /// or nil; a field sent once (nearly always) gives its value as it is, without a join.
    func value(of name: HTTPField.Name) -> String? {
        var found: String?
        for field in self where field.name == name {
            if found != nil { return self[name] }
            found = field.value
        }
        return found
    }
}
