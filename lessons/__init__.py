"""Lesson content per game (YAML data) and its schema and loader (code, no UI imports).

>>> from lessons import load
>>> load("loo").title
'Three-card Loo'
"""

from lessons.loader import (
    Lesson,
    LessonError,
    Step,
    available,
    check_path,
    is_lesson_file,
    load,
    load_file,
)

__all__ = [
    "Lesson",
    "LessonError",
    "Step",
    "available",
    "check_path",
    "is_lesson_file",
    "load",
    "load_file",
]
