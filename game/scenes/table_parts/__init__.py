"""The parts of the shared table frame (game.scenes.table.TableScene), one job
each, as objects the table composes: context (the TableContext protocol a
part reads and the Part interface), curtain (hot seat), confirm (the confirm
dialog), chooser (popup), hint, reactions (reaction prompt, deal dialog),
board_targets (Targets, hover, highlights), prompt_bar, log_panel,
player_panels, banner, toasts, bot_pacing, undo, camera (the board seen
through a game.ui.camera.Camera); generic_board draws a game
without its own table; items holds Target, PromptButton and LogEntry."""
