"""The cockroach hunt's table, split by job: layout, art, one module per view (cockroaches,
market, heroes, dice tray, header), the action panel (drawn in action_panel, its buttons in
rows, its words in prompts), the interaction model (model, with the couch's squad question
in reactions), animations, log words, results scoring and rules pages; table.py is the
scene that ties them together."""
