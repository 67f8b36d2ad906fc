"""Classes for tests/Driver/load-pass.test: a pass without a name, something that is not a pass, and a pass
whose run fails."""

from pyllc.passes import MachineFunctionPass


class Nameless(MachineFunctionPass):
    description = "No name"


class NotAPass:
    name = "not-a-pass"


def helper() -> None:
    pass


class Crashes(MachineFunctionPass):
    name = "crashes"
    description = "Crashes"

    def run_on_machine_function(self, mf):  # type: ignore[no-untyped-def]
        raise ZeroDivisionError("on purpose")
