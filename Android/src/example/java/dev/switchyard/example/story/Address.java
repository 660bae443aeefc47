package dev.switchyard.example.story;

/** What the address picker returns to whoever opened it, described as the Swift demo's. */
final class Address {
    private final String name;
    private final String city;

    Address(String name, String city) {
        this.name = name;
        this.city = city;
    }

    @Override
    public String toString() {
        return name + ", " + city;
    }
}
