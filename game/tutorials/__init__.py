"""Guided first games: a fixed seed and a script of steps played on the real table.

`script` holds the model (a step, a tutorial) and plays a script through the real engine;
`catalogue` names every tutorial; one module per tutorial holds its steps and words.
Nothing here draws: the table's coach (game/ui/tutorial) shows the steps.
"""
