// MGJRouter call sites moved to SYRouter, exactly as the migration guide (Sources/Switchyard/Switchyard.docc/Migration.md) shows them ("MGJRouter", from
// Objective-C). scripts/check-apple-sdk.sh compiles this file against SwitchyardObjC-Swift.h (ARC, modules).
@import Foundation;
@import UIKit;
#import "SwitchyardObjC-Swift.h"
#import "Strict.h"

void MGJRouterMigration(SYRouter *router, UINavigationController *navigation) {
    // Before: [MGJRouter registerURLPattern:@"mgj://goods/:id" toHandler:^(NSDictionary *routerParameters) { … }];
    NSError *registrationError = nil;
    BOOL registered = [router registerURLPattern:@"mgj://goods/:id"
                                       toHandler:^id(NSDictionary<NSString *, id> *parameters) {
        UIViewController *goods = [[UIViewController alloc] init];
        goods.title = parameters[@"id"];                       // "7"
        NSString *opened = parameters[SYRouter.URLKey];        // MGJRouterParameterURL
        NSString *from = parameters[@"from"];                  // the caller's userInfo (MGJRouterParameterUserInfo)
        NSLog(@"%@ from %@", opened, from);
        [navigation pushViewController:goods animated:YES];
        return nil;                                            // handled, no object
    } error:&registrationError];
    if (!registered) {
        NSLog(@"%@", registrationError.localizedDescription);
    }

    // Before: [MGJRouter openURL:@"mgj://goods/7" withUserInfo:@{@"from": @"banner"} completion:^(id result) { … }];
    [router openURL:@"mgj://goods/7" withUserInfo:@{@"from": @"banner"} completion:^(id result, NSError *error) {
        if ([error.domain isEqualToString:SYRouter.errorDomain] && error.code == SYRouterErrorCodeNoRoute) {
            NSLog(@"no route for %@", error.userInfo[SYRouter.URLKey]);
        }
    }];

    // Before: [MGJRouter registerURLPattern:@"mgj://search/:query" toObjectHandler:^id(NSDictionary *params) { return vc; }];
    //         UIViewController *search = [MGJRouter objectForURL:@"mgj://search/hats"];
    [router registerURLPattern:@"mgj://search/:query" toHandler:^id(NSDictionary<NSString *, id> *parameters) {
        UIViewController *search = [[UIViewController alloc] init];
        search.title = parameters[@"query"];
        return search;
    } error:NULL];
    [router objectForURL:@"mgj://search/hats" withUserInfo:nil completion:^(id object, NSError *error) {
        if ([object isKindOfClass:[UIViewController class]]) {
            [navigation pushViewController:object animated:YES];
        }
    }];

    // Before: [MGJRouter canOpenURL:@"mgj://goods/7"]; [MGJRouter deregisterURLPattern:@"mgj://goods/:id"];
    if ([router canOpenURL:@"mgj://goods/7"]) {
        [router deregisterURLPattern:@"mgj://goods/:id"];
    }
}
