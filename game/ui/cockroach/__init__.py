"""The cockroach hunt's table, split by job: layout, art, one module per view (cockroaches,
market, heroes, dice tray), the action panel, the squad question of reaction windows,
animations, log words, results scoring and rules pages; table.py ties them together."""
