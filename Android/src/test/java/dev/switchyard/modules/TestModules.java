package dev.switchyard.modules;

import dev.switchyard.RouteTable;
import dev.switchyard.RouteTableFile;
import dev.switchyard.router.Router;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/** Modules made of lambdas, a table, and helpers the module tests share. */
final class TestModules {
    private TestModules() {}

    /** A table whose routes name "cart" and "goods.detail". */
    static final String TABLE = "{\"routes\": ["
        + " {\"pattern\": \"shop://cart\", \"handler\": \"cart\"},"
        + " {\"pattern\": \"shop://goods/:id\", \"handler\": \"goods.detail\"}]}";

    static RouteTable table(String json) {
        try {
            return RouteTableFile.parse(json, "shop.routes.json");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    /** A builder over a table with no routes, its app code run on the calling thread. */
    static Router.Builder<String> builder() {
        return Router.<String>builder(table("{\"routes\": []}")).executor(Runnable::run);
    }

    /** A module of {@code name} needing {@code dependencies}, declaring as {@code declare} does. */
    static Module module(String name, Consumer<ModuleDeclaration<String>> declare,
                         String... dependencies) {
        return new Module(name, Arrays.asList(dependencies), declare, (event, host) -> { });
    }

    /** A module that records the events it receives in {@code heard} as "name: event". */
    static Module listening(String name, List<String> heard, String... dependencies) {
        return new Module(name, Arrays.asList(dependencies), module -> { },
            (event, host) -> {
                synchronized (heard) {
                    heard.add(name + ": " + event);
                }
            });
    }

    static final class Module implements AppModule<String> {
        private final String name;
        private final List<String> dependencies;
        private final Consumer<ModuleDeclaration<String>> declare;
        private final BiConsumer<LifecycleEvent, ModuleHost<String>> receive;

        Module(String name, List<String> dependencies, Consumer<ModuleDeclaration<String>> declare,
               BiConsumer<LifecycleEvent, ModuleHost<String>> receive) {
            this.name = name;
            this.dependencies = Collections.unmodifiableList(new ArrayList<>(dependencies));
            this.declare = declare;
            this.receive = receive;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public List<String> dependencies() {
            return dependencies;
        }

        @Override
        public void declare(ModuleDeclaration<String> module) {
            declare.accept(module);
        }

        @Override
        public void receive(LifecycleEvent event, ModuleHost<String> host) {
            receive.accept(event, host);
        }
    }

    /** What {@code future} failed with, as a component exception (the test fails otherwise). */
    static ComponentException failure(CompletableFuture<?> future) {
        try {
            future.join();
        } catch (CompletionException e) {
            ComponentException failure = ComponentException.of(e);
            if (failure != null) return failure;
            throw new AssertionError("not a component exception: " + e.getCause(), e);
        }
        throw new AssertionError("the call succeeded: " + future.join());
    }

    static ModuleHost<String> start(Module... modules) {
        return ModuleHost.start(Arrays.asList(modules), builder());
    }
}
