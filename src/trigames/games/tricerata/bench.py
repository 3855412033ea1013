def bench_vs_oware(seconds: float) -> dict: return {}
