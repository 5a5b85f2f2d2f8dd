"""Atomic file writes that keep the previous version: a writer killed at any point leaves the
old or the new file complete at `path`, never a mix, and never no file at all.

The steps: write the new bytes to a temp file in the same folder, flush and fsync it; give the
current file a second name `<path>.bak` (a hard link, or a copy where links are not allowed)
through a temp name and a rename; rename the new file over `path`; fsync the folder. Every
step that changes a visible name is one `os.replace`, which is atomic on POSIX and Windows.
A writer killed mid-write leaves only its hidden temp file; `sweep_temps` removes such litter
the next time the folder is opened.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
BACKUP_SUFFIX = ".bak"
_RETRIES = 5
#: The writer's process id in a temp name: ".<name>.<pid>-<random>.tmp".
_TEMP_PID = re.compile(r"\.(\d+)-[0-9a-f]+\.tmp$")


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept: `<path>.bak`."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _temp_name(path: Path) -> Path:
    # Hidden, unique per writer, and ending in .tmp so no listing mistakes it for a save.
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")


def _fsync_dir(directory: Path) -> None:
    """Make the renames in `directory` durable (a no-op where folders cannot be opened)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _write_synced(path: Path, data: bytes) -> None:
    with open(path, "xb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def _replace(source: Path, target: Path) -> None:
    """os.replace; on Windows retried a few times while another program (a virus scanner, a
    backup tool) holds the target open for a moment."""
    for attempt in range(_RETRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if os.name != "nt" or attempt == _RETRIES - 1:
                raise
            time.sleep(0.05 * (attempt + 1))


def keep_backup(path: Path) -> None:
    """Make `<path>.bak` hold the current content of `path` (which must exist), atomically."""
    staging = _temp_name(backup_path(path))
    try:
        try:
            os.link(path, staging)
        except OSError:  # no hard links here (some file systems): copy instead
            with contextlib.suppress(OSError):
                staging.unlink()
            with open(path, "rb") as source, open(staging, "xb") as target:
                shutil.copyfileobj(source, target)
                target.flush()
                os.fsync(target.fileno())
        _replace(staging, backup_path(path))
    except BaseException:
        with contextlib.suppress(OSError):
            staging.unlink()
        raise


def atomic_write(path: Path, data: bytes, *, backup: bool = True) -> None:
    """Replace `path` with `data` atomically; with `backup`, the old content becomes `.bak`.

    Raises OSError (disk full, no permission...) with `path` unchanged.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = _temp_name(path)
    try:
        _write_synced(temp, data)
        if backup and path.exists():
            keep_backup(path)
        _replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    _fsync_dir(path.parent)


def _writer_gone(pid: int) -> bool:
    """Whether the process that wrote a temp file has ended (on Windows: unknown, False)."""
    if pid == os.getpid():
        return False
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # alive, but another user's
        return False
    return False


def sweep_temps(folder: Path, *, stale_after: float = 3600.0) -> list[Path]:
    """Delete the temp files an interrupted write left in `folder` (a writer killed mid-write
    never got to remove its own); returns those removed.

    A temp file is litter when the process that wrote it has ended, or when it is older than
    `stale_after` seconds (a write takes milliseconds): a write under way, in this process or
    another copy of the app, is never touched.
    """
    try:
        names = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return []
    removed = []
    now = time.time()
    for path in names:
        if not path.name.endswith(TEMP_SUFFIX):
            continue
        match = _TEMP_PID.search(path.name)
        try:
            old = now - path.lstat().st_mtime > stale_after
            if old or (match is not None and _writer_gone(int(match.group(1)))):
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed
