"""UECda (the UEC computer Daihinmin contest): its match records replayed under the ``uecda`` table, and a client
for its server (protocol 20070)."""
