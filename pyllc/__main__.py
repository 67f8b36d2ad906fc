"""``python -m pyllc`` is the ``pyllc`` command."""

from pyllc.tools.llc import main

raise SystemExit(main())
