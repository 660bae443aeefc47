// The `switchyard` executable: it starts the root command, which holds every subcommand (the SwitchyardTool
// library, Sources/SwitchyardTool).
import ArgumentParser
import SwitchyardTool

SwitchyardCommand.main()
