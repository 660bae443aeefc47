// The JVM reader built with Gradle (Kotlin DSL): the same library, tests and Javadoc checks as pom.xml.
// Written for Gradle 7.6 or 8.x (compileOnlyApi needs 6.7+). Not run on the project's CI machine: Debian 12's
// gradle (4.4.1) cannot run it (Android/docs/building.md, "Gradle", says what was tried); CI builds pom.xml.
plugins {
    `java-library`
    `maven-publish`
}

group = "dev.switchyard"
version = "0.2.1"

// The library: Java 8's API and class files, for Android API 26 (docs/compatibility.md, "Android API level"); the tests and
// the example: Java 17.
java {
    sourceCompatibility = JavaVersion.VERSION_1_8
    targetCompatibility = JavaVersion.VERSION_1_8
    withJavadocJar()
    withSourcesJar()
}

repositories {
    mavenCentral()
}

dependencies {
    // JSR-305 nullability annotations: on the compile classpath of this build and of every build that depends
    // on it (so that Kotlin callers see the types), never at run time.
    compileOnlyApi("com.google.code.findbugs:jsr305:3.0.2")

    testImplementation(platform("org.junit:junit-bom:5.9.2"))
    testImplementation("org.junit.jupiter:junit-jupiter")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

sourceSets {
    // The testing artifact (src/testing/java: documents read unsigned, a floor kept in memory), for an app's tests
    // only: a source set and a jar of its own, never in the library's jar (issue #79 item 3; pom.xml builds the same
    // -testing jar).
    create("testing") {
        java.srcDir("src/testing/java")
        compileClasspath += sourceSets.main.get().output + configurations.compileClasspath.get()
        runtimeClasspath += sourceSets.main.get().output
    }
    // The command line (src/cli/java, package dev.switchyard.cli): a source set and a jar of its own, never in the
    // library's jar, the one an app ships (ADR 0058; pom.xml builds the same -cli jar). Its unsigned preview is the
    // testing artifact's.
    create("cli") {
        java.srcDir("src/cli/java")
        compileClasspath += sourceSets.main.get().output + sourceSets["testing"].output +
            configurations.compileClasspath.get()
        runtimeClasspath += sourceSets.main.get().output + sourceSets["testing"].output
    }
    // The Shop example is compiled with the tests, which check its output (as in pom.xml); the tests run the
    // command line too, and apply documents through the testing artifact.
    test {
        java.srcDir("src/example/java")
        compileClasspath += sourceSets["cli"].output + sourceSets["testing"].output
        runtimeClasspath += sourceSets["cli"].output + sourceSets["testing"].output
    }
}

tasks.compileJava {
    options.release.set(8)
    options.encoding = "UTF-8"
    // -parameters: the parameters' names in the class files, which NullArgumentsTest reads (as pom.xml).
    options.compilerArgs.addAll(listOf("-Xlint:all,-serial", "-Werror", "-parameters"))
}

tasks.named<JavaCompile>("compileTestingJava") {
    options.release.set(8)
    options.encoding = "UTF-8"
    options.compilerArgs.addAll(listOf("-Xlint:all,-serial", "-Werror", "-parameters"))
}

tasks.named<JavaCompile>("compileCliJava") {
    options.release.set(8)
    options.encoding = "UTF-8"
    options.compilerArgs.addAll(listOf("-Xlint:all,-serial", "-Werror"))
}

tasks.compileTestJava {
    options.release.set(17)
    options.encoding = "UTF-8"
}

tasks.test {
    useJUnitPlatform()
    // The tests read testdata/ and ../Conformance/cases/ relative to this directory.
    workingDir = projectDir
}

tasks.javadoc {
    // The library's internal packages are not API (ADR 0058, ADR 0062): no page for them.
    exclude("dev/switchyard/internal/**")
    exclude("dev/switchyard/documents/internal/**")
    // Nor for the doors between packages (ADR 0062 and its amendment), public but not API.
    exclude("dev/switchyard/EngineAccess.java")
    exclude("dev/switchyard/documents/DocumentsAccess.java")
    exclude("dev/switchyard/ToolAccess.java")
    // doclint on: a public type or member without Javadoc, or a broken tag, fails the build.
    (options as StandardJavadocDocletOptions).apply {
        addStringOption("Xdoclint:all", "-quiet")
        addBooleanOption("Werror", true)
        encoding = "UTF-8"
    }
}

// The testing artifact's jar, for an app's tests only (testImplementation("dev.switchyard:switchyard-android:0.2.1:testing")).
val testingJar = tasks.register<Jar>("testingJar") {
    archiveClassifier.set("testing")
    from(sourceSets["testing"].output)
}

// The command line's jar: run with the library's and the testing jar beside it (its Class-Path names them).
val cliJar = tasks.register<Jar>("cliJar") {
    archiveClassifier.set("cli")
    from(sourceSets["cli"].output)
    manifest {
        attributes("Main-Class" to "dev.switchyard.cli.Main",
            "Class-Path" to tasks.jar.get().archiveFileName.get() + " " + testingJar.get().archiveFileName.get())
    }
}

// The library jar's module name on a Java 9+ module path, as pom.xml's (PublicationTest).
tasks.jar {
    manifest {
        attributes("Automatic-Module-Name" to "dev.switchyard")
    }
}

tasks.assemble {
    dependsOn(cliJar, testingJar)
}

publishing {
    publications {
        create<MavenPublication>("library") {
            artifactId = "switchyard-android"
            from(components["java"])
            // The testing artifact beside the jar, as pom.xml attaches it: dev.switchyard:switchyard-android:VERSION:testing.
            artifact(testingJar)
            // What Maven Central requires, as pom.xml gives it (its url and scm: the project's home).
            pom {
                name.set("Switchyard JVM reader")
                description.set("Reads Switchyard route-table files (JSON) and matches URLs with the same " +
                    "answers as the Swift matcher. Android API 26 and later.")
                url.set("https://github.com/switchyard-routing/switchyard")
                properties.put("android.minSdk", "26")
                licenses {
                    license {
                        name.set("Apache License, Version 2.0")
                        url.set("https://www.apache.org/licenses/LICENSE-2.0.txt")
                        distribution.set("repo")
                    }
                }
                developers {
                    developer {
                        id.set("switchyard")
                        name.set("The Switchyard developers")
                        url.set("https://github.com/switchyard-routing/switchyard")
                    }
                }
                scm {
                    url.set("https://github.com/switchyard-routing/switchyard")
                    connection.set("scm:git:https://github.com/switchyard-routing/switchyard.git")
                    developerConnection.set("scm:git:https://github.com/switchyard-routing/switchyard.git")
                }
            }
        }
    }
}
