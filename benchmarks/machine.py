"""One line describing the machine a benchmark ran on (printed with every figure)."""

from __future__ import annotations

import os
import platform


def describe() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        load = f"load {os.getloadavg()[0]:.2f}"
    except OSError:
        load = "load n/a"
    return (f"{cpu}, {os.cpu_count()} cores, {load}, {platform.system()} {platform.release()}, "
            f"{platform.python_implementation()} {platform.python_version()}")
