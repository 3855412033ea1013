"""Layering, checked on the source: a game package imports only the core and its own modules;
the core imports no game, agent, adapter or interface (nor the top-level package, which imports
every game)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import trigames

ROOT = Path(trigames.__file__).parent


def modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def trigames_imports(path: Path, text: str | None = None) -> list[str]:
    """Every module of the trigames package that `path` (or `text` as if it were there) imports,
    relative imports resolved."""
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    package = parts[:-1]  # the package a relative import starts from (an __init__'s own too)
    out = []
    source = path.read_text(encoding="utf-8") if text is None else text
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            # `from trigames import bench` imports the module trigames.bench
            out += [f"{name}.{a.name}" if name == "trigames" else name for a in node.names]
    return [m for m in out if m == "trigames" or m.startswith("trigames.")]


def within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


GAMES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists())


@pytest.mark.parametrize("game", GAMES)
def test_game_packages_import_only_the_core_and_themselves(game: str) -> None:
    bad = [(p.name, m) for p in modules(f"games/{game}") for m in trigames_imports(p)
           if not (within(m, "trigames.core") or within(m, f"trigames.games.{game}"))]
    assert not bad, f"trigames.games.{game} imports outside the core: {bad}"


def test_the_core_imports_no_game_agent_adapter_or_interface() -> None:
    bad = [(p.name, m) for p in modules("core") for m in trigames_imports(p)
           if not (within(m, "trigames.core") or m == "trigames._version")]
    assert not bad, f"trigames.core imports outside itself: {bad}"


def test_the_rule_checker_sees_forbidden_imports() -> None:
    """The checker itself: relative, absolute and `from trigames import x` forms are all seen."""
    where = ROOT / "games" / "triqueta" / "bots.py"
    text = "import trigames\nfrom trigames import bench\nfrom ...agents import make_agent\nfrom . import rules\n"
    assert trigames_imports(where, text) == ["trigames", "trigames.bench", "trigames.agents",
                                             "trigames.games.triqueta"]
    init = ROOT / "games" / "triqueta" / "__init__.py"
    assert trigames_imports(init, "from .rules import x\nfrom ..tricerata import y\n") == [
        "trigames.games.triqueta.rules", "trigames.games.tricerata"]
