"""The AppTests of a process share one scan of the installed packages for Streamlit components
(tests/app/conftest.py ``one_scan``): every new AppTest still asks for it, through the name the
fixture replaces, and gets the same answer as a scan made now."""

from __future__ import annotations

from apptools import _SCAN, _scanned
from streamlit.testing.v1 import AppTest


def test_new_apptests_share_one_component_scan() -> None:
    assert _SCAN is not None, (
        "streamlit.components.v2.manifest_scanner.scan_component_manifests is gone: "
        "tests/app/conftest.py one_scan shares nothing, and every AppTest scans (0.26 s each)"
    )
    before = _scanned.cache_info()
    for _ in range(2):
        at = AppTest.from_string("import streamlit as st\nst.write('scan')")
        at.run()
        assert not at.exception
        assert at.markdown[0].value == "scan"
    after = _scanned.cache_info()
    asked = (after.hits + after.misses) - (before.hits + before.misses)
    assert asked == 2, "a new AppTest no longer asks for the scan through the shared name"
    assert after.misses == 1  # one scan in the process
    assert list(_scanned()) == list(_SCAN())
