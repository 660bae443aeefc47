// The JVM reader as a Gradle build of its own, for an Android app to include (Android/docs/building.md, "Gradle"):
//     includeBuild("path/to/Switchyard/Android")      in the app's settings.gradle.kts
// The project name is the artifact id: Gradle substitutes dev.switchyard:switchyard-android with this build.
rootProject.name = "switchyard-android"
