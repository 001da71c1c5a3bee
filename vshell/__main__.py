"""``python -m vshell``: the same as the ``vshell`` command."""

import sys

from vshell.cli import main

sys.exit(main())
