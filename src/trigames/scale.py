"""Scale-out on Ray: the same chunks the process pool plays, as Ray tasks.

Ray is optional (`pip install 'trigames[scale]'`). On one machine `ray.init()` starts a local
cluster; set `RAY_ADDRESS` to use an existing one. Workers import trigames, so install the
package into the environment they run in.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any


def ray_map(fn: Callable[[Any], Any], jobs: list[Any]) -> Iterator[Any]:
    """`fn(job)` for every job on Ray, yielded as they finish (callers sort by index)."""
    try:
        import ray
    except ImportError:
        raise ValueError("the ray backend needs Ray: pip install 'trigames[scale]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        remote = ray.remote(fn)
        pending = [remote.remote(job) for job in jobs]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        if started:
            ray.shutdown()
