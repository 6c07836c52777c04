"""Execute notebooks in place, so their saved outputs are what nbval compares against.

    .venv/bin/python notebooks/refresh.py notebooks/02_sixty_six.ipynb   # or no argument: all

Outputs are kept free of run-dependent noise: no execution timings, no widget state or ids.
Read the diff before committing: every changed output should have a reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

HERE = Path(__file__).resolve().parent


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    NotebookClient(
        nb, kernel_name="python3", timeout=600, resources={"metadata": {"path": str(HERE.parent)}}
    ).execute()
    nb.metadata.pop("widgets", None)
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if "outputs" in cell:
            cell["outputs"] = coalesced(cell["outputs"])
        for out in cell.get("outputs", []):
            out.get("data", {}).pop("application/vnd.jupyter.widget-view+json", None)
            if out.get("output_type") == "display_data" and not out.get("data"):
                out["data"] = {}
    nbformat.write(nb, path)
    print(f"{path}: executed")


def coalesced(outputs: list) -> list:
    """Consecutive prints to one stream as one output: how the kernel split them depends on
    the machine's load, not on the notebook (nbval compares them joined as well)."""
    out: list = []
    for o in outputs:
        last = out[-1] if out else None
        if (
            last is not None
            and o.get("output_type") == "stream"
            and last.get("output_type") == "stream"
            and o.get("name") == last.get("name")
        ):
            last["text"] = "".join(last["text"]) + "".join(o["text"])
        else:
            out.append(o)
    return out


if __name__ == "__main__":
    for p in sys.argv[1:] or sorted(str(p) for p in HERE.glob("*.ipynb")):
        refresh(Path(p))
