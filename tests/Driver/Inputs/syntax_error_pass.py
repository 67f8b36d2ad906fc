from pyllc.passes import MachineFunctionPass


class Broken(MachineFunctionPass)
    name = "broken"
