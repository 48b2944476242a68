/// What a key of a page model holds, which decides what a section over it brings into scope.
public enum TemplateHolding {
    /// Text, a number or a flag: a section over it brings no names.
    case value
    /// One nested model, perhaps absent: a section over it brings the model's keys.
    case model(any TemplateModel.Type)
    /// A list of models: a section repeats with each element's keys in scope.
    case list(any TemplateModel.Type)
}

/// A model's keys with what each holds, in declaration order.
public typealias TemplateKeyHoldings = [(name: String, holds: TemplateHolding)]
