public enum SwitchyardConfigPlaceholder {}
