// Included by every Objective-C caller under Checks/ObjC: what a careful Xcode project warns about becomes an
// error here, so that scripts/check-apple-sdk.sh (which fails on errors only) catches a wrong nullability, a
// selector the facade no longer has, or a block of the wrong type.
#pragma clang diagnostic error "-Wnonnull"
#pragma clang diagnostic error "-Wnullable-to-nonnull-conversion"
#pragma clang diagnostic error "-Wnullability"
#pragma clang diagnostic error "-Wobjc-method-access"
#pragma clang diagnostic error "-Wincompatible-pointer-types"
#pragma clang diagnostic error "-Wincompatible-function-pointer-types"
#pragma clang diagnostic error "-Wint-conversion"
#pragma clang diagnostic error "-Wundeclared-selector"
#pragma clang diagnostic error "-Wdeprecated-declarations"
#pragma clang diagnostic error "-Wunused-result"
#pragma clang diagnostic error "-Wenum-conversion"
#pragma clang diagnostic error "-Wassign-enum"
