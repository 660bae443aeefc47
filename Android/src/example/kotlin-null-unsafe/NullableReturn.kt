// Must NOT compile with -Xjsr305=@dev.switchyard.NonnullByDefault:strict (Android/kotlin-example.sh checks that it
// fails): accept() is @Nullable, so Kotlin sees List<LinkSource>? and refuses a call on it without ?. or !!.
import dev.switchyard.RouteTable

fun acceptedOrigins(table: RouteTable): Int = table.options().accept().size
