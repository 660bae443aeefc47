// CTMediator call sites moved to SYRouter, exactly as the migration guide (Sources/Switchyard/Switchyard.docc/Migration.md) shows them ("CTMediator", from
// Objective-C). scripts/check-apple-sdk.sh compiles this file against SwitchyardObjC-Swift.h (ARC, modules).
@import Foundation;
@import UIKit;
#import "SwitchyardObjC-Swift.h"
#import "Strict.h"

void CTMediatorMigration(SYRouter *router, UINavigationController *navigation) {
    // Before: a Target_A class with - (UIViewController *)Action_viewController:(NSDictionary *)params.
    NSError *error = nil;
    [router registerTarget:@"A" action:@"viewController" external:NO handler:^id(NSDictionary<NSString *, id> *params) {
        UIViewController *controller = [[UIViewController alloc] init];
        controller.title = params[@"key"];
        void (^done)(NSString *) = params[@"done"];            // objects pass through untouched
        if (done) {
            done(@"shown");
        }
        return controller;
    } error:&error];
    [router registerTarget:@"A" action:@"show" external:YES handler:^id(NSDictionary<NSString *, id> *params) {
        return [NSString stringWithFormat:@"shown %@", params[@"key"]];
    } error:&error];

    // Before: UIViewController *vc = [[CTMediator sharedInstance] performTarget:@"A" action:@"viewController"
    //                                    params:@{@"key": @"value"} shouldCacheTarget:NO];
    [router performTarget:@"A"
                   action:@"viewController"
                   params:@{@"key": @"value", @"done": ^(NSString *status) { NSLog(@"%@", status); }}
               completion:^(id result, NSError *callError) {
        if ([result isKindOfClass:[UIViewController class]]) {
            [navigation pushViewController:result animated:YES];
        } else if (callError.code == SYRouterErrorCodeActionNotFound) {
            NSLog(@"%@", callError.localizedDescription);
        }
    }];

    // Before: [[CTMediator sharedInstance] performActionWithUrl:url completion:nil];   (native* actions refused)
    [router performActionWithURL:@"app://A/show?key=value" from:SYRouteSourceOtherApp completion:^(id result, NSError *callError) {
        NSLog(@"%@ %@", result, callError);                   // internal actions: SYRouterErrorCodeForbidden
    }];

    // Before: id<CartStoring> store = [[BHServiceManager sharedManager] createService:@protocol(CartStoring)];
    [router serviceNamed:@"cart.store" completion:^(id service, NSError *lookupError) {
        if (lookupError.code == SYRouterErrorCodeServiceNotFound) {
            NSLog(@"%@", lookupError.localizedDescription);
        }
    }];
}
