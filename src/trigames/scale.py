"""Scale-out on Ray: the same chunks the process pool plays, as Ray tasks.

Ray is optional (`pip install 'trigames[scale]'`). On one machine `ray.init()` starts a local
cluster; set `RAY_ADDRESS` to use an existing one. Workers import trigames, so install the
package into the environment they run in.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from trigames.core import TrigamesError

INSTALL = 'pip install "trigames[scale]"'


class RayMissing(TrigamesError, ValueError):
    """The Ray backend was asked for where Ray cannot be imported."""


def check_ray() -> None:
    """Refuse the Ray backend in one line, before any work, when Ray is not installed.

    Raises:
        RayMissing: saying how to install it.
    """
    try:
        import ray  # noqa: F401
    except ImportError:
        raise RayMissing(f"the ray backend needs Ray, which is not installed: {INSTALL}") from None


def ray_map(fn: Callable[[Any], Any], jobs: Iterable[Any], window: int = 256) -> Iterator[Any]:
    """`fn(job)` for every job on Ray, yielded as they finish (callers sort by index); at most
    `window` jobs are submitted at a time, so a long lazy list of jobs is never held whole."""
    check_ray()
    import ray
    started = not ray.is_initialized()
    if started:
        ray.init(include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        remote = ray.remote(fn)
        it = iter(jobs)
        pending = [remote.remote(job) for job in itertools.islice(it, window)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            pending += [remote.remote(job) for job in itertools.islice(it, 1)]
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()
