"""`python -m game.tools.contact_sheet GAME KIND [--out DIR]`: every picture of one kind
(assets/images/GAME/KIND/*.svg) side by side at 48 px and 160 px, in colour and in grey, as
PNG files to look at (../shared/ART.md, "Checking": do any two read alike? does any fall apart
small? does shape and value still tell them apart without hue?)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

SIZES = (48, 160)
GAP = 10
LABEL = 14


def contact_sheet(game: str, kind: str, out: Path) -> list[Path]:
    """Write the sheets; the paths written."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.ui.draw.assets import assets_root

    pygame.display.init()  # no sound: nothing here plays one
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    folder = assets_root() / "images" / game / kind
    files = sorted(folder.glob("*.svg"))
    if not files:
        raise SystemExit(f"There are no pictures in {folder}.")
    font = pygame.font.Font(None, 16)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        per_row = max(1, 1600 // (size + GAP))
        rows = (len(files) + per_row - 1) // per_row
        cell = (size + GAP, size + GAP + LABEL)
        sheet = pygame.Surface((per_row * cell[0] + GAP, rows * cell[1] + GAP))
        sheet.fill((22, 16, 26))
        for i, path in enumerate(files):
            x = GAP + (i % per_row) * cell[0]
            y = GAP + (i // per_row) * cell[1]
            sheet.blit(pygame.image.load_sized_svg(str(path), (size, size)), (x, y))
            label = font.render(path.stem[: max(4, size // 7)], True, (220, 200, 170))
            sheet.blit(label, (x, y + size + 1))
        for grey in (False, True):
            shown = pygame.transform.grayscale(sheet) if grey else sheet
            target = out / f"{game}_{kind}_{size}{'_grey' if grey else ''}.png"
            pygame.image.save(shown, str(target))
            written.append(target)
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.contact_sheet", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("kind")
    parser.add_argument("--out", type=Path, default=Path("contact-sheets"))
    args = parser.parse_args(argv)
    for path in contact_sheet(args.game, args.kind, args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
