// A routes module: its table's typed routes, handler protocol and builder are generated `public`
// ("generatedAccess": "public"), so the app's other modules (PluginApp) use them without `@testable`.
