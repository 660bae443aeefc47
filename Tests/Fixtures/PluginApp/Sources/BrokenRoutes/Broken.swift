// Never compiled: the plugin stops the build at broken.routes.json's error first.
let brokenTable = BrokenRouteTable.fileName
