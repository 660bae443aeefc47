// Must NOT compile with -Xjsr305=@dev.switchyard.NonnullByDefault:strict (Android/kotlin-example.sh checks that it
// fails): the package's parameters are non-null by default, so Kotlin sees String, not String!, and refuses null.
import dev.switchyard.RouteTableFile

fun loadNothing() = RouteTableFile.parse(null, "routes.json")
