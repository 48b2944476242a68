/// The embedded default template set as files, keyed by their path under `templates/default/`,
/// so `pcsite init` can write an editable copy of exactly what the binary uses.
public enum DefaultTemplateFiles {
    public static var all: [String: [UInt8]] {
        var files: [String: [UInt8]] = EmbeddedTemplates.assets
        for (path, text) in EmbeddedTemplates.templates { files[path] = Array(text.utf8) }
        return files
    }
}
