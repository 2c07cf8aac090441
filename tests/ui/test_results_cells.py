from game.scenes.results import says_the_figure


def test_a_note_stands_for_the_figure_only_when_it_is_that_figure():
    assert says_the_figure(29, "$29")
    assert says_the_figure(15, "15 of 30")
    assert not says_the_figure(0, "0 buildings controlled")
    assert not says_the_figure(1, "1 card")
    assert not says_the_figure(0, "0 ÷ 3")
    assert not says_the_figure(1, "1 × 1")
