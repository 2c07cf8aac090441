"""The parts of the shared table frame (game.scenes.table.TableScene), one job
each: controller (input -> actions), prompt_bar, log_panel, player_panels,
banner, chooser and confirm dialogs, curtain (hot seat), bot_pacing, undo,
toasts, generic_board; items holds Target, PromptButton and LogEntry."""
