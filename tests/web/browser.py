"""A headless Chromium driven by Selenium, and the docs' screenshots: shared by the page tests.

Importing this module skips the importing test module, saying why, where
Selenium or Debian's chromium and chromium-driver are missing (CI installs
them: see ``.ci/run``). Set ``LADDERS_SCREENSHOTS=docs/images`` to save the
screenshots the docs show (with Debian's fonts-noto-color-emoji, or the share text's squares show as boxes).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

webdriver = pytest.importorskip("selenium.webdriver", reason="Selenium is not installed (the test extra has it)")

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if CHROMIUM is None or DRIVER is None:  # CI installs both (.ci/run); a machine without them cannot run these
    pytest.skip("Debian's chromium and chromium-driver are not installed (.ci/run installs them)",
                allow_module_level=True)
SHOTS = os.environ.get("LADDERS_SCREENSHOTS")

__all__ = ["webdriver", "chromium", "shot", "viewport"]


def chromium() -> Iterator[webdriver.Chrome]:
    """A fresh headless Chromium (its own empty profile, 900 × 1000), quit when the generator is closed."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=900,1000",
                 f"--user-data-dir={tempfile.mkdtemp()}"):
        options.add_argument(flag)
    # The browser keeps the machine's own clock: the tests fix the page's clock themselves, and a preloaded
    # libfaketime (scripts/faketime-suite) leaves Chromium spinning.
    plain = {name: value for name, value in os.environ.items() if name != "LD_PRELOAD"}
    driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=DRIVER, env=plain))
    try:
        yield driver
    finally:
        driver.quit()


def shot(driver: webdriver.Chrome, name: str, *, whole: bool = False) -> None:
    """Save ``name.png`` in ``LADDERS_SCREENSHOTS`` when it is set; *whole*: the whole page, not just the window."""
    if not SHOTS:
        return
    Path(SHOTS).mkdir(parents=True, exist_ok=True)
    size = driver.get_window_size()
    if whole:
        driver.set_window_size(size["width"], driver.execute_script("return document.body.scrollHeight") + 140)
    driver.save_screenshot(str(Path(SHOTS) / f"{name}.png"))
    driver.set_window_size(size["width"], size["height"])


@contextmanager
def viewport(driver: webdriver.Chrome, width: int, height: int) -> Iterator[None]:
    """The window as a screen *width* × *height* CSS pixels (a phone's, touch and all, under 500 px wide), as it
    was again on leaving."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                                                                   "deviceScaleFactor": 1, "mobile": width < 500})
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
