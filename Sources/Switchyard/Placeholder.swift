public enum SwitchyardPlaceholder {}
