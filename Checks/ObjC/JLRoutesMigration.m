// JLRoutes call sites moved to SYRouter, exactly as the migration guide (Sources/Switchyard/Switchyard.docc/Migration.md) shows them ("JLRoutes", from
// Objective-C). scripts/check-apple-sdk.sh compiles this file against SwitchyardObjC-Swift.h (ARC, modules).
@import Foundation;
@import UIKit;
#import "SwitchyardObjC-Swift.h"
#import "Strict.h"

@interface JLRoutesAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong, nullable) SYRouter *router;     // set from Swift: SYRouter(host: host)
@end

@implementation JLRoutesAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Before: [[JLRoutes globalRoutes] addRoute:@"/user/view/:userID" handler:^BOOL(NSDictionary *parameters) { … }];
    NSError *error = nil;
    BOOL added = [self.router registerURLPattern:@"/user/view/:userID"
                                       toHandler:^id(NSDictionary<NSString *, id> *parameters) {
        NSString *userID = parameters[@"userID"];
        NSString *pattern = parameters[SYRouter.patternKey];   // JLRoutePatternKey
        NSString *url = parameters[SYRouter.URLKey];           // JLRouteURLKey
        NSLog(@"user %@ (%@, %@)", userID, pattern, url);
        return nil;                                            // YES: handled
    } error:&error];
    return added;
}

// Before: return [JLRoutes routeURL:url withParameters:@{@"sourceApplication": …}];
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    NSString *link = url.absoluteString;
    if (link == nil || ![self.router canOpenURL:link from:SYRouteSourceOtherApp]) {
        return NO;
    }
    NSString *sender = options[UIApplicationOpenURLOptionsSourceApplicationKey] ?: @"";
    [self.router openURL:link
                    from:SYRouteSourceOtherApp
            withUserInfo:@{@"sourceApplication": sender}
              completion:^(id result, NSError *error) {
        if (error.code == SYRouterErrorCodeForbidden) {
            NSLog(@"refused from another app: %@", error.localizedDescription);
        }
    }];
    return YES;
}

@end
