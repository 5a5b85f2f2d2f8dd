"""The screens: one module per scene (title; later the tables, setup, settings, results)."""
