"""gawk's PROCINFO array: the entries a program reads, with the sandbox's answers.

The process ids are the sandbox's fixed ones (there are no processes) and
the user is the one user, uid 1000 (D-user); the version and API numbers are
those of gawk 5.2.1, which this awk follows.
"""

from __future__ import annotations

from typing import Any

from vshell.coreutils.awk.value import strnum


def procinfo() -> dict[str, Any]:
    ids = {"pid": 2.0, "ppid": 1.0, "pgrpid": 1.0, "uid": 1000.0, "euid": 1000.0, "gid": 1000.0, "egid": 1000.0}
    return {
        "FS": "FS", "api_major": 3.0, "api_minor": 2.0, "platform": "posix", "version": "5.2.1",
        "strftime": "%a %b %e %H:%M:%S %Z %Y", "prec_max": strnum("9223372036854775808"), "prec_min": 1.0,
        "gmp_version": "GNU MP 6.2.1", "mpfr_version": "GNU MPFR 4.2.0", "argv": {}, "identifiers": {},
        **ids,
    }
