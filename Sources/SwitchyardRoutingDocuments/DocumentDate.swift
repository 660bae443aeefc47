package import Foundation

/// A date as a routing document writes one (`notBefore`, `expires`): RFC 3339's `date-time` (section 5.6) as
/// written, the same on every reader (the JVM's `IsoDates`) and in `switchyard sign` and `verify`:
/// `YYYY-MM-DD` `T` `hh:mm:ss`, an optional fraction (`.` and digits, kept to the millisecond), then `Z` or
/// `+hh:mm`/`-hh:mm`. Digits are ASCII; `T` and `Z` are upper case (RFC 3339 lets a format require that); nothing
/// else is taken (no space, no `+05` or `+0530`, no trailing text). The day must exist (no February 30, no
/// February 29 outside a leap year), hours are 00-23 (no `T24`), minutes and seconds 00-59 (no leap second `60`:
/// the clocks documents are compared with count none), and an offset is within ±23:59.
///
/// ```swift
/// DocumentDate.read("2026-12-31T23:00:00+01:00")   // .date(2026-12-31T22:00:00Z)
/// DocumentDate.read("2027-02-29T00:00:00Z")        // .outOfRange("day 29 is not in February 2027 (28 days)")
/// ```
package enum DocumentDate: Equatable {
    /// The instant it names.
    case date(Date)
    /// The shape is right, a field is not: why.
    case outOfRange(String)
    /// Not the shape at all.
    case notADate

    /// Reads `text`.
    package static func read(_ text: String) -> DocumentDate {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, matches(bytes, "dddd-dd-ddTdd:dd:dd") else { return .notADate }
        var index = 19
        var millis = 0
        if bytes[index] == UInt8(ascii: ".") {
            let digits = bytes[(index + 1)...].prefix { $0 >= 48 && $0 <= 57 }
            guard !digits.isEmpty else { return .notADate }
            for (place, digit) in digits.prefix(3).enumerated() { millis += Int(digit - 48) * [100, 10, 1][place] }
            index += 1 + digits.count
        }
        let zone = Array(bytes[index...])
        let offsetSign: Int
        switch zone.first {
        case UInt8(ascii: "Z") where zone.count == 1: offsetSign = 0
        case UInt8(ascii: "+") where zone.count == 6 && matches(zone, "+dd:dd"): offsetSign = 1
        case UInt8(ascii: "-") where zone.count == 6 && matches(zone, "-dd:dd"): offsetSign = -1
        default: return .notADate
        }
        func number(_ from: Int, _ count: Int, in source: [UInt8] = bytes) -> Int {
            source[from..<from + count].reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let fields = Fields(
            year: number(0, 4), month: number(5, 2), day: number(8, 2), hour: number(11, 2), minute: number(14, 2),
            second: number(17, 2), offsetHour: offsetSign == 0 ? 0 : number(1, 2, in: zone),
            offsetMinute: offsetSign == 0 ? 0 : number(4, 2, in: zone))
        if let problem = fields.problem(offset: offsetSign == 0 ? nil : String(decoding: zone, as: UTF8.self)) {
            return .outOfRange(problem)
        }
        let offset = offsetSign * (fields.offsetHour * 3600 + fields.offsetMinute * 60)
        let seconds =
            daysFromCivil(fields.year, fields.month, fields.day) * 86_400 + fields.hour * 3600 + fields.minute * 60
            + fields.second - offset
        return .date(Date(timeIntervalSince1970: Double(seconds * 1000 + millis) / 1000))
    }

    /// A day alone (`2026-12-01`, its first second in UTC), as `--at` takes it, or a date-time.
    package static func readDayOrDate(_ text: String) -> Date? {
        if case .date(let date) = read(text) { return date }
        if case .date(let date) = read(text + "T00:00:00Z"), text.utf8.count == 10 { return date }
        return nil
    }

    /// Whether `bytes` starts with `shape`'s characters, `d` standing for an ASCII digit.
    static func matches(_ bytes: [UInt8], _ shape: String) -> Bool {
        bytes.count >= shape.utf8.count
            && zip(bytes, shape.utf8).allSatisfy { byte, want in want == UInt8(ascii: "d") ? (48...57).contains(byte) : byte == want }
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    struct Fields {
        let year, month, day, hour, minute, second, offsetHour, offsetMinute: Int

        static let monthNames = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]

        /// The first field out of its range, in the order written, as the JVM's `IsoDates` says it.
        func problem(offset: String?) -> String? {
            guard (1...12).contains(month) else { return DocumentText.dateMonth(month: two(month)) }
            let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            guard (1...days).contains(day) else {
                return DocumentText.dateDay(day: two(day), month: Self.monthNames[month - 1], year: year, days: days)
            }
            guard hour <= 23 else { return DocumentText.dateHour(hour: two(hour)) }
            guard minute <= 59 else { return DocumentText.dateMinute(minute: two(minute)) }
            guard second <= 59 else {
                return second == 60 ? DocumentText.dateLeapSecond(second: two(second)) : DocumentText.dateSecond(second: two(second))
            }
            if let offset, offsetHour > 23 || offsetMinute > 59 { return DocumentText.dateOffset(offset: offset) }
            return nil
        }

        private func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    }
}
