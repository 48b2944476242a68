import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A template's text and where it came from (for error messages).
struct TemplateFile: Sendable {
    let text: String
    let origin: String
}
