"""kernel.files: files written beside their place and renamed in, never replacing what we did not
mean to replace; files handed to us described by what they are."""

from __future__ import annotations

import os

import pytest

from romsmith.kernel.files import FileRefused, plain_file, write_new, writing


@pytest.fixture
def folder(tmp_path):
    """A folder of its own (the test's tmp_path also holds its ROMSMITH_HOME)."""
    path = tmp_path / "files"
    path.mkdir()
    return path


def test_an_existing_file_is_left_as_it_is_unless_forced(folder):
    target = folder / "out.txt"
    target.write_text("keep")
    with pytest.raises(FileRefused) as refused:
        write_new(target, "new")
    assert refused.value.reason == "exists" and target.read_text() == "keep"
    write_new(target, "new", force=True)
    assert target.read_text() == "new"
    assert os.listdir(folder) == ["out.txt"], "no temporary file is left"


def test_a_file_made_while_we_wrote_is_not_replaced(folder):
    target = folder / "out.txt"
    with pytest.raises(FileRefused) as refused, writing(target) as tmp:
        tmp.write_text("ours")
        target.write_text("theirs")  # another program took the name meanwhile
    assert refused.value.reason == "exists" and target.read_text() == "theirs"
    assert os.listdir(folder) == ["out.txt"]


def test_a_link_is_replaced_never_written_through(folder):
    system = folder / "passwd"
    system.write_text("root:x:0:0")
    link = folder / "out.txt"
    link.symlink_to(system)
    with pytest.raises(FileRefused):
        write_new(link, "")
    write_new(link, "patch", force=True)
    assert system.read_text() == "root:x:0:0" and not link.is_symlink() and link.read_text() == "patch"


def test_an_error_while_writing_leaves_nothing(folder):
    target = folder / "out.txt"
    with pytest.raises(RuntimeError), writing(target) as tmp:
        tmp.write_text("half")
        raise RuntimeError("the writer failed")
    assert os.listdir(folder) == []


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (lambda p: os.mkfifo(p), "is a FIFO"),
        (lambda p: p.mkdir(), "is a directory"),
        (lambda p: p.symlink_to("/dev/null"), "is a link to a character device"),
        (lambda p: None, "no ROM at"),
    ],
)
def test_a_path_that_is_not_a_plain_file_is_said_to_be_what_it_is(folder, make, said):
    path = folder / "game.gba"
    make(path)
    with pytest.raises(FileRefused) as refused:
        plain_file(path, "ROM")
    assert said in str(refused.value)


def test_a_path_too_long_for_the_system_is_refused_in_words(folder):
    for path in (folder / ("x" * 5000), folder / ("d/" * 3000)):
        with pytest.raises(FileRefused) as refused:
            plain_file(path)
        assert refused.value.reason == "bad_path" and "longer than" in str(refused.value)
        assert len(str(refused.value)) < 300
