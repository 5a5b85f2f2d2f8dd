"""The Terraforming Mars Dice Game table."""
